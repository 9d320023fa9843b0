export { englishText } from './englishText';
