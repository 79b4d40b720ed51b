/*
 * The microsite's only JavaScript, inlined (no extra request, no framework): click beacons, the like
 * button, Web Share where the device has it, and polling while the picture is processed. Plain ES2017
 * so that every phone browser runs it untranspiled. Reads what it needs from data-* attributes of <body>.
 */
export const MICROSITE_SCRIPT = `(function(){
var d=document,b=d.body,slug=b.getAttribute('data-slug'),api='/api/m/'+encodeURIComponent(slug);
function beacon(button){
  var body=JSON.stringify({button:button});
  if(navigator.sendBeacon&&navigator.sendBeacon(api+'/clicks',body))return;
  fetch(api+'/clicks',{method:'POST',body:body,keepalive:true,headers:{'content-type':'text/plain'}}).catch(function(){});
}
d.addEventListener('click',function(e){
  var el=e.target&&e.target.closest?e.target.closest('[data-track]'):null;
  if(!el)return;
  beacon(el.getAttribute('data-track'));
  var hint=el.getAttribute('data-hint'),p=hint&&d.getElementById('hint-'+hint);
  if(p)p.hidden=false;
});
var like=d.querySelector('[data-like]');
if(like){
  var key='liked:'+slug,set=function(on){like.setAttribute('aria-pressed',on?'true':'false')};
  try{if(localStorage.getItem(key))set(true)}catch(e){}
  like.addEventListener('click',function(){
    if(like.getAttribute('aria-pressed')==='true')return;
    set(true);
    fetch(api+'/like',{method:'POST'}).then(function(r){return r.ok?r.json():null}).then(function(j){
      if(!j)return set(false);
      like.querySelector('[data-count]').textContent=j.likes;
      try{localStorage.setItem(key,'1')}catch(e){}
    }).catch(function(){set(false)});
  });
}
var share=d.querySelector('[data-share]');
if(share&&navigator.share){
  share.hidden=false;
  share.addEventListener('click',function(){navigator.share({title:d.title,url:b.getAttribute('data-url')}).catch(function(){})});
}
var status=b.getAttribute('data-status');
if(status)(function poll(){setTimeout(function(){
  fetch(status,{cache:'no-store'}).then(function(r){if(!r.ok)throw r;return r.json()}).then(function(j){
    if(j.status!=='processing')location.reload();else poll();
  }).catch(function(){setTimeout(function(){location.reload()},7000)});
},3000)})();
})();`;
