export { formatRupees } from '@academy/shared/money';
