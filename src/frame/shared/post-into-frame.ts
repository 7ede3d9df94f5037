/**
 * The 3D Secure way to open a bank's page: a form POST (the data is too large and too private for a
 * query string) into an iframe of ours. Used for the 3DS Method (a hidden iframe of the card frame)
 * and the challenge (the 3DS container's iframe). No HTML strings: DOM calls only, as Trusted Types
 * require.
 */
export function postIntoFrame(doc: Document, frame: HTMLIFrameElement, url: URL, fields: Readonly<Record<string, string>>): HTMLFormElement {
  const name = `svc-3ds-${crypto.randomUUID()}`;
  frame.name = name;
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = url.href;
  form.target = name;
  form.hidden = true;
  for (const [key, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = key;
    input.value = value;
    form.append(input);
  }
  doc.body.append(frame, form);
  form.submit();
  return form;
}
