export { zipCodesOfCity } from './city-zip-codes.js';
export { distanceMiles, resolveLocation, resolveZip } from './geo.service.js';
