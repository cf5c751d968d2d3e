export { Tabs, TabsContent, TabsList, TabsTrigger, tabsVariants } from './tabs.tsx';
export type { TabsContentProps, TabsListProps, TabsProps, TabsTriggerProps } from './tabs.tsx';
