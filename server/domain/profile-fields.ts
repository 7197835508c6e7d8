/** The profile's date rules live in the contract (the form checks them too). */
export { isCalendarDate, isOldEnough } from '../../contract/requests/profile';
