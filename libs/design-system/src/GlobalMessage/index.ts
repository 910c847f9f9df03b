export {
  GlobalMessage,
  globalMessageTypes,
  GLOBAL_MESSAGE_AUTO_HIDE_MS,
  type GlobalMessageContent,
  type GlobalMessageType,
} from './GlobalMessage.tsx';
export { GlobalMessageProvider, useGlobalMessage } from './GlobalMessageContext.tsx';
