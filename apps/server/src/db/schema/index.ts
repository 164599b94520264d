export * from './users';
export * from './catalogue';
export * from './commerce';
export * from './learning';
export * from './site';
export * from './infrastructure';
export * from './dashboard';
