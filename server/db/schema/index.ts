export * from './auth';
export * from './directory';
export * from './place-duplicates';
export * from './system';
