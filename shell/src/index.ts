// The shell's public surface for tools and tests (the browser entry is main.ts).
export { routeTable, remoteId } from './routes/routeTable';
export type { RouteEntry, RemoteName, ShellPage } from './routes/routeTable';
