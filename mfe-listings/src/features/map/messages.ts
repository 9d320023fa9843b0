import { defineMessages } from 'react-intl';

export const mapMessages = defineMessages({
  region: { id: 'map.region', defaultMessage: 'Map of the stays' },
  zoomIn: { id: 'map.zoomIn', defaultMessage: 'Zoom in' },
  zoomOut: { id: 'map.zoomOut', defaultMessage: 'Zoom out' },
  cluster: {
    id: 'map.cluster',
    defaultMessage: '{count, plural, one {# stay here, zoom in} other {# stays here, zoom in}}',
  },
  pin: { id: 'map.pin', defaultMessage: '{title}, {price}' },
  open: { id: 'map.open', defaultMessage: 'Show this stay' },
  placed: { id: 'map.placed', defaultMessage: 'The listing’s pin' },
  searchArea: { id: 'map.searchArea', defaultMessage: 'Search this area' },
  showMap: { id: 'map.showMap', defaultMessage: 'Map' },
  showList: { id: 'map.showList', defaultMessage: 'List' },
  mapArea: { id: 'map.mapArea', defaultMessage: 'Map area' },
  perMonth: { id: 'map.perMonth', defaultMessage: '{price} / month' },
  approximate: {
    id: 'map.approximate',
    defaultMessage: 'The exact location is shared after your stay is confirmed.',
  },
});
