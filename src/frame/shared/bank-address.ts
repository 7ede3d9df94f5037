/**
 * Where the kit lets a bank's page load (the 3DS Method, the ACS) or send the shopper (a redirect):
 * an `https:` address, or the service's own origin (the sandbox's bank pages on loopback `http:`).
 * The parsed address, or null for anything else (another scheme, another http origin, not a URL).
 */
export function bankAddress(address: string, serviceOrigin: string): URL | null {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.origin === serviceOrigin ? url : null;
  } catch {
    return null;
  }
}
