import type { ProviderCard } from '@common/contracts/providers';
import { shownLocation } from '@common/domain/shown-location';
import { LISTING_ORIGIN_MESSAGES } from '@common/messages/provider';
import { PLACES_MESSAGES } from '@common/messages/search';
import { notYetReviewed } from '@web/features/providers/components/imported-listing-note';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import './results-map.css';
import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useMapSettings } from '../api/map-settings';

type Props = {
  results: readonly ProviderCard[];
  /** Moves focus to a result's card in the list. */
  onShowInList: (id: number) => void;
};

type Located = ProviderCard & { latitude: number; longitude: number };

/*
 * Leaflet and its cluster plugin, loaded with this module only when someone picks the map view
 * (decision 030). The plugin is a UMD script that extends the global L.
 */
async function loadLeaflet(): Promise<typeof Leaflet> {
  const leaflet = (await import('leaflet')).default;
  (window as unknown as { L: typeof Leaflet }).L = leaflet;
  await import('leaflet.markercluster');
  return leaflet;
}

/**
 * The results of the page as markers (clustered where they crowd together); a marker opens a
 * short card with a button to the full card in the list, which stays below the map as the
 * accessible equivalent. Tiles come from MAP_TILES_URL; without them (no network) the markers
 * show on a plain background.
 */
export default function ResultsMap({ results, onShowInList }: Props) {
  const container = useRef<HTMLElement>(null);
  const settings = useMapSettings();
  const [leaflet, setLeaflet] = useState<typeof Leaflet | null>(null);
  const located = results.filter(
    (r): r is Located => typeof r.latitude === 'number' && typeof r.longitude === 'number',
  );
  const key = located.map((r) => r.id).join(',');
  const unplaced = results.length - located.length;

  useEffect(() => {
    let live = true;
    void loadLeaflet().then((L) => {
      if (live) setLeaflet(L);
    });
    return () => {
      live = false;
    };
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the markers change with the result ids (key)
  useEffect(() => {
    const L = leaflet;
    const element = container.current;
    if (!L || !element || !settings.data || located.length === 0) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const map = L.map(element, {
      zoomAnimation: !reduceMotion,
      fadeAnimation: !reduceMotion,
      markerZoomAnimation: !reduceMotion,
      scrollWheelZoom: false,
    });
    L.tileLayer(settings.data.tilesUrl, {
      attribution: settings.data.attribution,
      maxZoom: 19,
    }).addTo(map);
    const clusters = L.markerClusterGroup({
      animate: !reduceMotion,
      showCoverageOnHover: false,
      maxClusterRadius: 40,
    });
    for (const provider of located) {
      const marker = L.marker([provider.latitude, provider.longitude], {
        title: provider.name,
        alt: provider.name,
        keyboard: true,
        icon: L.divIcon({
          className: 'calmpath-marker',
          html: '<span aria-hidden="true"></span>',
          iconSize: [22, 22],
          iconAnchor: [11, 11],
          popupAnchor: [0, -10],
        }),
      });
      marker.bindPopup(() => popupOf(provider, onShowInList));
      clusters.addLayer(marker);
    }
    map.addLayer(clusters);
    const bounds = L.latLngBounds(located.map((r) => [r.latitude, r.longitude]));
    if (located.length === 1) map.setView(bounds.getCenter(), 12);
    else map.fitBounds(bounds, { padding: [24, 24], maxZoom: 13 });
    return () => {
      map.remove();
    };
  }, [leaflet, settings.data, key]);

  if (located.length === 0) {
    return (
      <p className="rounded-xl border border-line bg-surface p-4">{PLACES_MESSAGES.mapNoPlaces}</p>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <section
        ref={container}
        aria-label={PLACES_MESSAGES.mapLabel}
        data-testid="results-map"
        className="h-96 w-full overflow-hidden rounded-2xl border border-line bg-sand-100"
      >
        {leaflet && settings.data ? null : (
          <p className="p-4 text-muted">{PLACES_MESSAGES.mapLoading}</p>
        )}
      </section>
      <div className="text-sm text-muted" data-testid="map-legend">
        {located.some((r) => r.approximateLocation) ? (
          <p className="flex items-center gap-2">
            <span aria-hidden="true" className="calmpath-marker calmpath-marker-legend">
              <span />
            </span>
            <span>
              {PLACES_MESSAGES.approximate}. {PLACES_MESSAGES.mapLegendApproximate}
            </span>
          </p>
        ) : null}
        <p>{PLACES_MESSAGES.mapNote}</p>
        {unplaced > 0 ? <p>{PLACES_MESSAGES.mapUnplaced(unplaced)}</p> : null}
      </div>
    </div>
  );
}

/* Built as DOM nodes, never HTML strings: names come from businesses. */
function popupOf(provider: Located, onShowInList: (id: number) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'flex flex-col gap-1';
  const name = document.createElement('p');
  name.className = 'font-semibold';
  name.textContent = provider.name;
  const what = document.createElement('p');
  what.textContent = `${provider.category} · ${shownLocation(provider.location)}`;
  root.append(name, what);
  if (provider.distanceMiles != null) {
    const distance = document.createElement('p');
    distance.textContent = PLACES_MESSAGES.distance(provider.distanceMiles);
    root.append(distance);
  }
  if (provider.approximateLocation) {
    const approximate = document.createElement('p');
    approximate.className = 'text-muted';
    approximate.textContent = PLACES_MESSAGES.approximate;
    root.append(approximate);
  }
  /* Decision 060: as on the card, an imported place's standing and OpenStreetMap's credit. */
  if (notYetReviewed(provider)) {
    const review = document.createElement('p');
    review.className = 'text-muted';
    review.textContent = LISTING_ORIGIN_MESSAGES.notYetReviewed;
    root.append(review);
  }
  if (provider.source === 'osm') {
    const credit = document.createElement('a');
    credit.href = LISTING_ORIGIN_MESSAGES.osmCopyrightUrl;
    credit.rel = 'noopener';
    credit.target = '_blank';
    credit.className = 'self-start text-sm underline';
    credit.textContent = LISTING_ORIGIN_MESSAGES.osmCopyright;
    root.append(credit);
  }
  const show = document.createElement('button');
  show.type = 'button';
  show.className = 'mt-1 self-start font-semibold text-brand-800 underline underline-offset-4';
  show.textContent = PLACES_MESSAGES.showInList;
  show.addEventListener('click', () => onShowInList(provider.id));
  root.append(show);
  return root;
}
