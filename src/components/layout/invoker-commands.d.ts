// HTML attributes React 18's types do not know yet. React passes them to the DOM as they
// are (lowercase attributes with string values), and the browser does the work.
import 'react';

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's own, which uses T
  interface HTMLAttributes<T> {
    /** A popover: shown over the page by its button, closed by Escape or a click elsewhere. */
    popover?: 'auto' | 'manual';
  }
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    /** The id of the popover this button shows and hides. */
    popovertarget?: string;
    /** Invoker commands: the id of the element this button controls. */
    commandfor?: string;
    /** Invoker commands: what the button does to it (`show-modal`, `close`, …). */
    command?: 'show-modal' | 'close' | 'request-close';
  }
  interface DialogHTMLAttributes<T> extends HTMLAttributes<T> {
    /** How the dialog may be dismissed: `any` adds a click on the backdrop to Escape. */
    closedby?: 'any' | 'closerequest' | 'none';
  }
}
