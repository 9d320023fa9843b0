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
});
