// <video-poster>: the poster of src/components/content/Video.astro is a link to the video on its
// provider's site, so it works with no script at all. This element turns a plain click on it into
// the player in place, muted and playing, moves focus to the player, and announces the play
// ('video-play', its detail the video's link) for the site script to track. A modified click (new
// tab, new window) still follows the link.
//
// A frame whose host cannot be reached shows the browser's error page, and a page cannot see into
// a cross-origin frame to notice. So the player stays transparent, over the poster, until a
// no-cors request to the same URL has answered; if that request fails, the player is removed and
// the poster link itself reads "Watch on …". The request needs the video hosts in connect-src.

const ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';

class VideoPoster extends HTMLElement {
  connectedCallback() {
    this.querySelector('a')?.addEventListener('click', this);
  }

  handleEvent(event: MouseEvent) {
    const state = this.dataset['state'];
    if (state === 'failed' || event.button || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (state) return;
    const link = event.currentTarget as HTMLAnchorElement;
    const { embed = '', video, title = '' } = this.dataset;
    // The tap's frame shows the poster loading (a dimmed play button) and nothing else; the player's
    // frame, which costs a phone tens of milliseconds to create, comes in the task after that paint,
    // then the tracking call and the reachability request.
    this.dataset['state'] = 'loading';
    requestAnimationFrame(() =>
      setTimeout(() => {
        const player = document.createElement('iframe');
        Object.assign(player, { src: embed, title, allow: ALLOW });
        this.append(player);
        player.focus();
        player.addEventListener('load', () => this.keepFocus(player, link), { once: true });
        setTimeout(() => this.announceAndProbe(link, player, embed, video));
      }),
    );
  }

  /**
   * A frame focused while still empty can lose the focus when its document arrives from the video
   * host (one CI run in many saw the page left with no focus). So the loaded player takes it
   * again, unless the visitor has moved it since.
   */
  keepFocus(player: HTMLIFrameElement, link: HTMLAnchorElement) {
    if ([player, link, document.body].includes(document.activeElement as HTMLElement)) player.focus();
  }

  announceAndProbe(link: HTMLAnchorElement, player: HTMLIFrameElement, embed: string, video: string | undefined) {
    this.dispatchEvent(new CustomEvent('video-play', { bubbles: true, detail: video }));
    fetch(embed, { method: 'HEAD', mode: 'no-cors' }).then(
      () => {
        this.dataset['state'] = 'playing';
        link.remove();
      },
      () => {
        this.dataset['state'] = 'failed';
        player.remove();
        link.removeAttribute('aria-label');
        link.focus();
      },
    );
  }
}

customElements.define('video-poster', VideoPoster);
