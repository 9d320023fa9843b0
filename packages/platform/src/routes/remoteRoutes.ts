/**
 * One row of a remote's route table (`mfe-<name>/src/routes.json`): the remote's webpack `exposes`, its
 * standalone page and the shell's route table all read it (docs/conventions.md, "Add a page").
 */
export interface RemoteRouteRow {
  /** The exposed module: `./<module>` in the remote's webpack build, `<remote>/<module>` for the shell. */
  module: string;
  /** The module's file under the remote's `src/`, without its extension; its default export is the page. */
  file: string;
  /** The URLs it answers (SPEC 2), aliases included; none for a module that is not a page (a dialog). */
  paths?: readonly string[];
  /** Names the page in the shell's load error ('The {page} page did not load'). */
  title: string;
  /** Who may open it: the shell guards it before even fetching the page (the server checks regardless). */
  roles?: readonly string[];
}
