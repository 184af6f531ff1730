import { createContext, useContext } from "react";

/**
 * The response's CSP nonce as the server render knows it (app/entry.server.tsx provides it). The root's loader
 * data carries it too, but a page refused by a middleware (a 상담원's 403) renders without any loader having run,
 * and its inline scripts need the nonce all the same, or the browser blocks them and the page never hydrates.
 */
export const RenderNonce = createContext<string | undefined>(undefined);

export const useRenderNonce = () => useContext(RenderNonce);
