// `import { renderWithProviders, mockQuery } from '@stays/platform/testing'`: the render kit of every front
// end's tests (a separate entry point: test code never reaches the shared @stays/platform bundle).
export * from './src/testing/render';
export { setupUser, type TestUser } from './src/testing/user';
export { describeCatalogues, scanMessages } from './src/testing/catalogueCheck';
export { FakeEventSource, fakeEventSources } from './src/live/fakeEventSource';
export { mockInboxUnread } from './src/testing/inboxUnread';
export { mockDecideBooking } from './src/testing/decideBooking';
export { mockCreateProperty, mockUpdateProperty } from './src/testing/propertyForm';
export type { RefusedWrite } from './src/testing/propertyForm';
export { mockPlatformStats } from './src/testing/platformStats';
export type { PlatformFigures } from './src/testing/platformStats';
