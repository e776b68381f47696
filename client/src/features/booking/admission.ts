import { createContext, useContext } from 'react';

/** An admission out of a waiting room: the token createBooking needs, until when. */
export interface Admission {
  roomId: string;
  token: string;
  until: string;
}

const key = (roomId: string) => `marquee.admission.${roomId}`;

/** The tab's admission for the room while it lasts (a refresh keeps it), else null. */
export function readAdmission(roomId: string, now = Date.now()): Admission | null {
  try {
    const raw = sessionStorage.getItem(key(roomId));
    if (!raw) return null;
    const a = JSON.parse(raw) as Admission;
    if (a.roomId !== roomId || typeof a.token !== 'string' || !(Date.parse(a.until) > now)) return null;
    return a;
  } catch {
    return null;
  }
}

export function writeAdmission(a: Admission) {
  sessionStorage.setItem(key(a.roomId), JSON.stringify(a));
}

export function clearAdmission(roomId: string) {
  sessionStorage.removeItem(key(roomId));
}

/** What the booking under a waiting room knows of its admission. */
export interface AdmissionState {
  token: string | null;
  /** The server refused the token (used or over): back to the queue. */
  lost(): void;
}

export const AdmissionContext = createContext<AdmissionState>({ token: null, lost: () => {} });

export function useAdmission(): AdmissionState {
  return useContext(AdmissionContext);
}
