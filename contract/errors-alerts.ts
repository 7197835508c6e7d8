/** Team alerts' error codes and their English texts (part of ERROR_TEXTS, contract/errors.ts). */
export const ALERT_ERROR_TEXTS = {
  ALERT_CHOICE_INVALID: 'Each choice must be on or off',
  PUSH_ENDPOINT_INVALID: 'The push subscription has no valid endpoint',
  PUSH_ENDPOINT_NOT_ALLOWED: "This browser's push service is not supported",
  PUSH_KEYS_INVALID: 'The push subscription has no valid keys',
} as const;
