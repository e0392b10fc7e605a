// HTML attributes React 18's types do not know yet. React passes them to the DOM as they
// are (lowercase attributes with string values), and the browser does the work.
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
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
