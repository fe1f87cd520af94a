#!/bin/sh
# Regenerates the demo clips of this folder (needs ffmpeg with libmp3lame, libx264 and libfreetype).
# Everything is synthesised: no recording or third-party material is used.
cd "$(dirname "$0")"
set -e
gen() { # name expression
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "aevalsrc=exprs='$2':s=22050:d=8" \
    -af "afade=t=in:d=0.05,afade=t=out:st=7.4:d=0.6,alimiter=limit=0.9" \
    -ac 1 -ar 22050 -c:a libmp3lame -b:a 40k -map_metadata -1 -fflags +bitexact -flags:a +bitexact -write_xing 1 "$1.mp3"
}
# Ngoma: a pitch-dropping drum on the beat, a shaker off the beat and a pentatonic marimba line
gen ngoma "0.55*sin(2*PI*(45+90*exp(-mod(t,0.5)*25))*mod(t,0.5))*exp(-mod(t,0.5)*7)+0.18*(random(0)*2-1)*exp(-mod(t+0.125,0.25)*40)+st(1,mod(floor(t*4)*3+floor(t/2),5))*0+0.3*sin(2*PI*261.63*pow(2,(2*ld(1)+gte(ld(1),3))/12)*t)*exp(-mod(t,0.25)*11)"
# Marimba evening: two interleaved marimba voices over a soft bass
gen marimba "st(1,mod(floor(t*3)*2+floor(t/1.33),5))*0+0.35*sin(2*PI*392*pow(2,(2*ld(1)+gte(ld(1),3))/12)*t)*exp(-mod(t,1/3)*9)+st(2,mod(floor(t*1.5),4))*0+0.3*sin(2*PI*98*pow(2,(3*ld(2))/12)*t)*(0.6+0.4*exp(-mod(t,2/3)*3))+0.1*sin(2*PI*784*pow(2,(2*ld(1)+gte(ld(1),3))/12)*t)*exp(-mod(t,1/3)*16)"
# Chakacha: a quick 6/8 groove with hand claps and a rising bass
gen chakacha "0.5*sin(2*PI*(55+70*exp(-mod(t,0.6)*30))*mod(t,0.6))*exp(-mod(t,0.6)*8)+0.22*(random(0)*2-1)*exp(-mod(t-0.3,0.6)*30)*gte(mod(t,0.6),0.3)+0.12*(random(1)*2-1)*exp(-mod(t,0.1)*60)+st(1,mod(floor(t/0.6),4))*0+0.3*sin(2*PI*110*pow(2,(2*ld(1)+gte(ld(1),2))/12)*t)*exp(-mod(t,0.2)*6)"
# Dawn flute: a slow melody with vibrato and a drone
gen flute "st(1,mod(floor(t)*2+floor(t/3),5))*0+0.35*(sin(2*PI*523.25*pow(2,(2*ld(1)+gte(ld(1),3))/12)*t+0.02*sin(2*PI*5*t)*10)+0.25*sin(4*PI*523.25*pow(2,(2*ld(1)+gte(ld(1),3))/12)*t))*min(1,mod(t,1)*8)*(0.75+0.25*exp(-mod(t,1)*3))+0.12*sin(2*PI*130.81*t)+0.06*sin(2*PI*196*t)"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
vid() { # name video-source caption soundtrack
  ffmpeg -hide_banner -loglevel error -y -f lavfi -i "$2" -i "$4" -t 5 \
    -vf "drawtext=fontfile=$FONT:text='$3':fontcolor=white:fontsize=30:box=1:boxcolor=black@0.45:boxborderw=12:x=(w-text_w)/2:y=h-70,format=yuv420p" \
    -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 33 -maxrate 230k -bufsize 460k -r 24 -g 48 \
    -c:a aac -ac 1 -ar 22050 -b:a 32k -af "afade=t=out:st=4.4:d=0.6" \
    -map 0:v -map 1:a -movflags +faststart -map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact "$1.mp4"
}
vid sunrise "gradients=s=640x360:r=24:c0=0x1b2a49:c1=0xf28c28:c2=0xffd166:c3=0x2a9d8f:nb_colors=4:speed=0.03:d=5" "Sunrise over the coast" ngoma.mp3
vid kaya "mandelbrot=s=640x360:r=24:start_scale=2.5:end_scale=0.05:end_pts=150:inner=convergence:outer=normalized_iteration_count:maxiter=256,hue=h=100:s=1.2" "Kaya forest patterns" flute.mp3
vid dance "cellauto=s=640x360:rule=110:r=24:random_fill_ratio=0.5:scroll=1,negate,colorchannelmixer=rr=0.9:gg=0.55:bb=0.2,gblur=sigma=1" "Chakacha dance night" chakacha.mp3
