/** Focuses a form control and centres it, so sticky bars never hide the field with the error. */
export function focusField(id: string): void {
  const element = document.getElementById(id);
  if (!element) return;
  element.focus({ preventScroll: true });
  element.scrollIntoView?.({ block: 'center' });
}
