import type { PlacedMarker } from './map-marker';

/** Markers drawn as one: a single clinic, or a count for several close together. */
export interface MarkerCluster {
  key: string;
  x: number;
  y: number;
  members: PlacedMarker[];
}

/**
 * Grid clustering in screen pixels (§9: grid size 100), as map marker clusterers do it: each cluster owns a
 * square of `gridSize` around the marker that started it, and a marker joins the nearest cluster whose square
 * holds it, else starts its own. The cluster is drawn at the centre of its members. Clusters are recomputed
 * at every zoom level, so zooming in splits them.
 */
export function clusterMarkers(markers: readonly PlacedMarker[], gridSize: number): MarkerCluster[] {
  const half = gridSize / 2;
  const clusters: { anchorX: number; anchorY: number; members: PlacedMarker[] }[] = [];
  for (const marker of markers) {
    let best: (typeof clusters)[number] | undefined;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const cluster of clusters) {
      const dx = Math.abs(marker.x - cluster.anchorX);
      const dy = Math.abs(marker.y - cluster.anchorY);
      if (dx > half || dy > half) continue;
      const distance = dx * dx + dy * dy;
      if (distance < bestDistance) {
        best = cluster;
        bestDistance = distance;
      }
    }
    if (best) best.members.push(marker);
    else clusters.push({ anchorX: marker.x, anchorY: marker.y, members: [marker] });
  }
  return clusters.map((cluster) => {
    const count = cluster.members.length;
    return {
      key: cluster.members.map((member) => member.id).join('|'),
      x: cluster.members.reduce((sum, member) => sum + member.x, 0) / count,
      y: cluster.members.reduce((sum, member) => sum + member.y, 0) / count,
      members: cluster.members,
    };
  });
}
