// `import { Calendar } from '@stays/ui/datepicker'`: a separate entry point so that only the chunks that show a
// calendar carry it (DESIGN.md budgets); the main `@stays/ui` entry does not re-export it.
export * from './src/datepicker';
