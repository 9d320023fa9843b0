// `import { WorkSection } from '@stays/ui/portal'`: the signed-in work areas' pieces (src/portal/index.ts).
export * from './src/portal';
