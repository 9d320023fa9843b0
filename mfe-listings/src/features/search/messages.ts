import { defineMessages } from 'react-intl';

export const searchMessages = defineMessages({
  datesTitle: { id: 'search.datesTitle', defaultMessage: 'Choose your dates' },
  datesText: {
    id: 'search.datesText',
    defaultMessage: 'Pick a check-in day, then a check-out day after it.',
  },
  previousMonth: { id: 'search.previousMonth', defaultMessage: 'Go to the previous month' },
  nextMonth: { id: 'search.nextMonth', defaultMessage: 'Go to the next month' },
  today: { id: 'search.today', defaultMessage: 'Today' },
  selected: { id: 'search.selected', defaultMessage: 'selected' },
  clearDates: { id: 'search.clearDates', defaultMessage: 'Clear dates' },
  done: { id: 'search.done', defaultMessage: 'Done' },
  addDate: { id: 'search.addDate', defaultMessage: 'Add date' },
  suggestions: { id: 'search.suggestions', defaultMessage: 'Suggested destinations' },
  mode: { id: 'search.mode', defaultMessage: 'Stay length' },
  nights: { id: 'search.nights', defaultMessage: 'Nights' },
  months: { id: 'search.months', defaultMessage: 'Months' },
  moveIn: { id: 'search.moveIn', defaultMessage: 'Move-in' },
  monthsCount: {
    id: 'search.monthsCount',
    defaultMessage: '{count, plural, one {# month} other {# months}}',
  },
  presets: { id: 'search.presets', defaultMessage: 'Semesters' },
  fall: { id: 'search.fall', defaultMessage: 'Fall {year}' },
  spring: { id: 'search.spring', defaultMessage: 'Spring {year}' },
  year: { id: 'search.year', defaultMessage: 'Academic year {year}–{next}' },
  near: { id: 'search.near', defaultMessage: 'Near' },
  anywhere: { id: 'search.anywhere', defaultMessage: 'Anywhere' },
});
