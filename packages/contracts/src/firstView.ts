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
  /** For the end of <head>: the first view's styles and the rule that keeps the app out of sight under it. */
  head: string;
  /**
   * The normalized Apollo cache it was rendered from, for a JSON data block with this id (the browser's client
   * starts from it). The gateway writes the block, with the escaping of its other data blocks.
   */
  data: { elementId: string; cache: unknown };
  /** For just before #root: the page's markup, inert and hidden from assistive technology (no scripts). */
  body: string;
  /** For <html lang dir>. */
  lang: string;
  dir: 'ltr' | 'rtl';
}
