// What other listings features use of favourites: the heart on a card and the signed-in visitor's saved stays.
export { HeartButton } from './HeartButton';
export { useFavorites } from './useFavorites';
