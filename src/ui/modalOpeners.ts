/**
 * Each open dialog's content and the element its modal gives the focus back to: written by the
 * dialog (ModalDialog.tsx, loaded on demand), read by Modal.tsx. A module of its own, so the two
 * do not import each other.
 */
export const openers = new WeakMap<Element, HTMLElement>();
