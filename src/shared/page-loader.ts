/**
 * The one inline script of the pre-rendered public pages (scripts/prerender.ts writes it into their <head>; the
 * server allows it by hash in its CSP, src/server/app.ts). It loads the app only after the page's first paint,
 * so no script stands between the HTML and the first paint: the entry module and the page's modules are named in
 * `data-entry` and `data-preload`, and are added when the browser reports the first contentful paint (or 1.5 s
 * after parsing where none is reported: a background tab, a browser without paint timing). On / it also hides
 * the page while a session may exist (the session marker of src/web/lib/auth/session-store.ts is there): that
 * visitor goes to the dashboard instead (src/web/main.tsx), and the app loads at once.
 */
export const PAGE_LOADER_SCRIPT = [
  "(function(d){",
  "var data=d.currentScript.dataset,started=false,hidden=false;",
  'try{if(location.pathname==="/"&&localStorage.getItem("cs-"+location.hostname+"-auth-session")!==null){hidden=true;d.documentElement.setAttribute("data-session","")}}catch(e){}',
  "function add(tag,attrs){var el=d.createElement(tag);for(var k in attrs)el.setAttribute(k,attrs[k]);d.head.appendChild(el)}",
  // Each request started costs the main thread; a few per task keeps every task short.
  'var queue=(data.preload||"").split(" ").filter(Boolean);',
  'function more(){queue.splice(0,4).forEach(function(href){add("link",{rel:"modulepreload",crossorigin:"",href:href})});if(queue.length)setTimeout(more,0)}',
  'function load(){if(started)return;started=true;add("script",{type:"module",crossorigin:"",src:data.entry});setTimeout(more,0)}',
  // Once the first contentful paint is reported. Nothing contentful paints in a background tab or while / is
  // hidden from a session, so a timer after parsing is the fallback (at once when hidden).
  'try{new PerformanceObserver(function(list,obs){if(list.getEntriesByName("first-contentful-paint").length){obs.disconnect();setTimeout(load,0)}}).observe({type:"paint",buffered:true})}catch(e){}',
  'd.addEventListener("DOMContentLoaded",function(){setTimeout(load,hidden?0:FALLBACK_MS)})',
  "})(document)",
]
  .join("")
  .replace("FALLBACK_MS", "1500");

/** Keeps / blank for a possible session until the app decides (src/web/main.tsx removes the attribute). */
export const PAGE_LOADER_STYLE = "html[data-session] #root{visibility:hidden}";
export const SESSION_ATTRIBUTE = "data-session";
