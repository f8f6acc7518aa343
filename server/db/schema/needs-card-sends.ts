/* Tables of this feature are declared here (reserved; filled in by its change). */
export {};
