// `import { Tabs } from '@stays/ui/tabs'`: the tabs (src/tabs), a separate entry point and shared singleton, loaded
// by the pages that show them.
export { Tabs, TabList, Tab, TabPanel } from './src/tabs';
export type { TabsProps, TabProps, TabPanelProps } from './src/tabs';
