export { AddressFields, addressFieldNames, type AddressFieldName, type AddressFieldsProps, type AddressFieldsValue } from './AddressFields.tsx';
