// What the gateway and the shell's server entry (shell/src/server.tsx, loaded from its build) agree on for the
// first view of a public page: the gateway asks in these terms and composes the answer into index.html.

/** The visitor's language as the request carries it. */
export interface FirstViewLanguage {
  /** The `language` cookie the app writes. */
  cookie?: string;
  /** Accept-Language's tags, most wanted first. */
  accepted: readonly string[];
}

export interface FirstView {
  /** For the end of <head>: the page's styles, as styled-components writes them for the browser to adopt. */
  head: string;
  /**
   * The answers of the reads it was drawn from (each under its operation and variables), for a JSON data block
   * with this id (the browser's reads start from it). The gateway writes the block, with the escaping of its
   * other data blocks.
   */
  data: { elementId: string; answers: unknown };
  /** The inside of #root: the page's markup, which the app in the browser hydrates. */
  body: string;
  /** For <html lang dir>. */
  lang: string;
  dir: 'ltr' | 'rtl';
}

/** The attribute the gateway puts on #root when #root holds a page drawn on the server. */
export const DRAWN_ATTRIBUTE = 'data-drawn';
/** #root as the gateway writes it around a page drawn on the server (the app in the browser hydrates it). */
export const DRAWN_ROOT = `<div id="root" ${DRAWN_ATTRIBUTE}>`;
