import { MAP_CLUSTER_GRID_SIZE } from '@hs/domain';
import { describe, expect, it } from 'vitest';
import { clusterMarkers } from './cluster-markers';
import { INITIAL_VIEW, panBy, toScreen, visibleBounds, zoomAt } from './map-view';

const at = (id: string, x: number, y: number) => ({ id, label: id, lat: 0, lng: 0, x, y });

describe('clusterMarkers (grid 100 px)', () => {
  it('groups markers within the grid square of the marker that started the cluster', () => {
    const clusters = clusterMarkers(
      [at('a', 100, 100), at('b', 140, 130), at('c', 151, 100), at('d', 400, 400)],
      MAP_CLUSTER_GRID_SIZE,
    );
    expect(clusters.map((cluster) => cluster.members.map((m) => m.id))).toEqual([['a', 'b'], ['c'], ['d']]);
    expect(clusters[0]).toMatchObject({ x: 120, y: 115 });
  });

  it('joins a marker to the nearest cluster that can take it', () => {
    const clusters = clusterMarkers([at('a', 0, 0), at('b', 90, 0), at('c', 60, 0)], MAP_CLUSTER_GRID_SIZE);
    expect(clusters.map((cluster) => cluster.members.map((m) => m.id))).toEqual([['a'], ['b', 'c']]);
  });

  it('splits clusters as the map zooms in', () => {
    const points: [number, number][] = [
      [100, 100],
      [130, 100],
    ];
    const place = (view: typeof INITIAL_VIEW) =>
      points.map((point, index) => {
        const [x, y] = toScreen(view, point);
        return at(String(index), x, y);
      });
    expect(clusterMarkers(place(INITIAL_VIEW), 100)).toHaveLength(1);
    expect(clusterMarkers(place(zoomAt(INITIAL_VIEW, 4, 0, 0)), 100)).toHaveLength(2);
  });
});

describe('map view', () => {
  it('zooms about a point, keeping it in place, within the limits', () => {
    const view = zoomAt(INITIAL_VIEW, 2, 300, 200);
    expect(toScreen(view, [300, 200])).toEqual([300, 200]);
    expect(zoomAt({ k: 32, x: 0, y: 0 }, 2, 0, 0).k).toBe(32);
    expect(zoomAt({ k: 0.25, x: 0, y: 0 }, 0.5, 0, 0).k).toBe(0.25);
  });

  it('pans and reports what the screen shows', () => {
    const view = panBy(INITIAL_VIEW, 50, -20);
    expect(visibleBounds(view, 600, 400)).toEqual({ x0: -50, y0: 20, x1: 550, y1: 420 });
  });
});
