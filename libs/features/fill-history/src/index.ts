/** The patient's fills and payments (prescription-experience §2 Fill History, §4, §5, §7, §8). */
export { FillHistoryPage } from './FillHistoryPage.tsx';
