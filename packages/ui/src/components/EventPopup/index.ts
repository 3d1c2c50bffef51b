export {
  EventPopup,
  eventPopupChoices,
  eventPopupMessagesKo,
  eventPopupMessagesEn,
} from './EventPopup';
export type { EventPopupProps, EventPopupChoice, EventPopupMessages } from './EventPopup';
