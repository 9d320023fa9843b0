// The contracts between the gateway, the subgraphs and the scripts. Nothing here imports anything (not even a
// Node built-in), so any layer may depend on it; see docs/conventions.md, "Layers".
export * from './caller';
export * from './errors';
export * from './firstView';
export * from './ids';
export * from './images';
export * from './limits';
export * from './mapArea';
export * from './listings';
export * from './names';
export * from './passwords';
export * from './places';
export * from './price';
export * from './policy';
export * from './properties';
export * from './refunds';
export * from './sessions';
export * from './semesters';
export * from './stays';
export * from './stayPrice';
export * from './subgraphs';
export * from './timeZones';
export * from './supervision';
