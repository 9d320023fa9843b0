// What the subgraphs share: the contracts (`@stays/contracts`) and the code that runs a subgraph on mongoose.
export * from '@stays/contracts';
export * from './errors';
export * from './ids';
export * from './internal';
export * from './loaders';
export * from './mapping';
export * from './paging';
export * from './policy';
export * from './subgraph';
export * from './throttle';
export * from './process';
export * from './schedule';
export * from './typeDefs';
