/**
 * A stand-in for maplibre-gl in the tests (jsdom has no WebGL): it keeps what the app gives
 * it and lets a test fire the map's events. The real map is proven end to end.
 */
import { vi } from 'vitest';

type Handler = (event?: unknown) => void;

interface FakeFeature {
  properties: Record<string, unknown>;
  geometry: { type: 'Point'; coordinates: number[] };
}

export class FakeMap {
  static instances: FakeMap[] = [];
  /** Set by a test: the constructor throws, as MapLibre does without WebGL. */
  static failToCreate = false;

  options: Record<string, unknown>;
  sources = new Map<string, { data: unknown; options: Record<string, unknown> }>();
  layers: { id: string }[] = [];
  handlers: { event: string; layer?: string; handler: Handler }[] = [];
  isLoaded = false;
  /** What a click finds under it (a test sets it). */
  underClick: FakeFeature[] = [];
  canvas = { style: { cursor: '' } };
  fitBounds = vi.fn();
  easeTo = vi.fn();
  remove = vi.fn();
  clusterZoom = vi.fn<(id: number) => Promise<number>>(() => Promise.resolve(9));

  constructor(options: Record<string, unknown>) {
    if (FakeMap.failToCreate) throw new Error('Failed to initialize WebGL');
    this.options = options;
    FakeMap.instances.push(this);
  }

  static reset() {
    FakeMap.instances = [];
    FakeMap.failToCreate = false;
  }

  static get last(): FakeMap {
    const map = FakeMap.instances.at(-1);
    if (!map) throw new Error('No map was made');
    return map;
  }

  on(event: string, layerOrHandler: string | Handler, handler?: Handler) {
    if (typeof layerOrHandler === 'string') {
      this.handlers.push({ event, layer: layerOrHandler, handler: handler! });
    } else this.handlers.push({ event, handler: layerOrHandler });
    return this;
  }

  fire(event: string, payload?: unknown) {
    if (event === 'load') this.isLoaded = true;
    for (const entry of this.handlers) {
      if (entry.event === event && entry.layer === undefined) entry.handler(payload);
    }
  }

  loaded = () => this.isLoaded;
  addControl = () => this;
  addSource(id: string, { data, ...options }: { data: unknown }) {
    this.sources.set(id, { data, options });
  }
  addLayer(layer: { id: string }) {
    this.layers.push(layer);
  }
  getSource(id: string) {
    const source = this.sources.get(id);
    if (!source) return undefined;
    return {
      setData: (data: unknown) => {
        source.data = data;
      },
      getClusterExpansionZoom: this.clusterZoom,
    };
  }
  isSourceLoaded = (id: string) => this.sources.has(id);
  /** The source's points, as the map would hold them unclustered. */
  querySourceFeatures(id: string) {
    const data = this.sources.get(id)?.data as { features: FakeFeature[] } | undefined;
    return data?.features ?? [];
  }
  queryRenderedFeatures = () => this.underClick;
  getCanvas = () => this.canvas;
}

/** The module maplibre-gl as the tests see it: `vi.mock('maplibre-gl', () => fakeMapLibre)`. */
export const fakeMapLibre = {
  Map: FakeMap,
  NavigationControl: class {},
  setWorkerUrl: vi.fn(),
};
