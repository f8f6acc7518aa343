/** The search page's own settings (decision 052); its results are under providerKeys. */
export const searchKeys = {
  mapSettings: () => ['map-settings'] as const,
};
