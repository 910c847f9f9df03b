export { Modal, type ModalProps } from './Modal.tsx';
export { PricingInfoModal, type PricingInfoModalProps } from '../PricingInfo/PricingInfoModal.tsx';
