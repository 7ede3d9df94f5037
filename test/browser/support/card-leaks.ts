/**
 * Where card data shows in what a page's scripts saw (issue 13, item 3): each entry of `log` that
 * holds any run of 7 or more consecutive digits of `number` (as typed, or once separators between
 * digits are dropped: spaces, dashes, dots, no-break and zero-width spaces, so `4000 0000 0000 3220`
 * and `4000-0000-0000-3220` count), or `cvc` anywhere (choose one unlikely elsewhere). Returns the
 * offending entries, each cut to 300 characters around the first hit.
 */
export function cardDataIn(log: readonly string[], number: string, cvc: string): string[] {
  const runs = new Set<string>();
  for (let length = 7; length <= number.length; length += 1) {
    for (let start = 0; start + length <= number.length; start += 1) runs.add(number.slice(start, start + length));
  }
  const needles = [...runs, cvc];
  const found: string[] = [];
  for (const entry of log) {
    const joined = entry.replace(/(\d)[\s\-.\u00a0\u2000-\u200f\u2060\ufeff]+(?=\d)/g, '$1');
    for (const text of [entry, joined]) {
      const needle = needles.find((candidate) => text.includes(candidate));
      if (needle === undefined) continue;
      const at = text.indexOf(needle);
      found.push(`${needle} in …${text.slice(Math.max(0, at - 150), at + 150)}…`);
      break;
    }
  }
  return found;
}
