export const API_URL = process.env.NEXT_PUBLIC_API_URL || '/api';
export const API_KEY = process.env.NEXT_PUBLIC_API_KEY || 'filhub-dev-key';
