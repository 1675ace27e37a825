/** A place on the map: a clinic, named for screen readers and the card it stands for. */
export interface MapMarker {
  id: string;
  label: string;
  lat: number;
  lng: number;
}

/** A marker placed on the screen, in the map's own pixels. */
export interface PlacedMarker extends MapMarker {
  x: number;
  y: number;
}
