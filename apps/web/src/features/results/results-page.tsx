import { ResultsScreen } from './components/results-screen';

/** Route module of the results screen (§2 `results`). */
export function Component() {
  return <ResultsScreen />;
}
