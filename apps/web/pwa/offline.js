// The offline page stands in for the page the player asked for: reloading asks the network for that
// page again, on the button or by itself as soon as the browser is back online.
const retry = () => window.location.reload();
document.querySelector('[data-retry]')?.addEventListener('click', retry);
window.addEventListener('online', retry);
