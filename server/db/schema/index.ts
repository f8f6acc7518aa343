export * from './auth';
export * from './directory';
export * from './system';
