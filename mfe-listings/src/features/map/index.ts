// The maps of the listings (issue 44): the search's list beside its map, and the property page's area.
export { MapSplit } from './MapSplit';
export { AreaMap } from './AreaMap';
export { useMapBox, withArea } from './useMapBox';
export { useMapSearch } from './useMapSearch';
export { mapMessages } from './messages';
