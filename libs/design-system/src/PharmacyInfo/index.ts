export {
  PharmacyInfo,
  pharmacyInfoHeaderPlacements,
  type PharmacyInfoContent,
  type PharmacyInfoHeaderPlacement,
  type PharmacyInfoProps,
  type PharmacyInfoSection,
} from './PharmacyInfo.tsx';
