export { Tabs, TabList, Tab, TabPanel } from './Tabs';
export type { TabsProps, TabProps, TabPanelProps } from './Tabs';
